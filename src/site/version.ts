/**
 * The tevm release every example on this site is verified against. The
 * example tests fail when the installed packages drift from these values.
 */
/** Version of the @tevm/* packages (node, memory-client, actions, …) the docs describe. */
export const TEVM_VERSION = '1.0.0-rc.151';
/** The `tevm` umbrella package version that installs TEVM_VERSION. */
export const TEVM_UMBRELLA_VERSION = '1.0.0-next.149';
/** The one install line that works (see the install callout on the getting-started pages). */
export const TEVM_INSTALL_COMMAND = `npm install tevm@${TEVM_UMBRELLA_VERSION} viem`;
