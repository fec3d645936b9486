/** Shape of src/data/api/cli.json (written by scripts/api-tables.mjs from @tevm/cli's commands). */
export interface CliOption {
  flags: string;
  description: string;
  /** What `--help` shows as "(default: …)", or null. */
  default: string | null;
  choices?: string[];
}

interface CliArgument {
  name: string;
  required: boolean;
  description: string;
  choices?: string[];
  default?: string;
}

export interface CliCommand {
  name: string;
  description: string;
  usage: string;
  aliases?: string[];
  arguments?: CliArgument[];
  options: CliOption[];
  commands?: CliCommand[];
}

export interface CliData {
  package: string;
  bin: string;
  version: string;
  description: string;
  usage: string;
  options: CliOption[];
  commands: CliCommand[];
}

/** Every command, depth first, with its full path ("action get-balance"). */
export function flattenCommands(
  commands: CliCommand[],
  prefix = '',
): {path: string; command: CliCommand}[] {
  return commands.flatMap((command) => [
    {path: `${prefix}${command.name}`, command},
    ...flattenCommands(command.commands ?? [], `${prefix}${command.name} `),
  ]);
}

/** Anchor of a command's section: `cli-serve`, `cli-action-get-balance`. */
export function cliAnchor(path: string): string {
  return `cli-${path.trim().replace(/\s+/g, '-')}`;
}

/** Find a command by its path ("serve", "action get-balance"). */
export function findCommand(cli: CliData, path: string): CliCommand | undefined {
  return flattenCommands(cli.commands).find((c) => c.path === path)?.command;
}

/** The long flag of an option: "-r, --run" → "--run", "--port [port]" → "--port". */
export function longFlag(flags: string): string {
  return /--[\w-]+/.exec(flags)?.[0] ?? flags;
}
