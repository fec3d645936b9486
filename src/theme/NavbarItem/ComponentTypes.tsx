import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';

import Socials from '@site/src/components/Socials';

/** Adds the `custom-socials` navbar item (icons from the site configuration). */
export default {
  ...ComponentTypes,
  'custom-socials': Socials,
};
