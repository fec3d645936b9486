import type {ReactNode} from 'react';
import {SkipToContentLink} from '@docusaurus/theme-common';

import styles from './styles.module.css';

/** The first focusable element: "Skip to content" (SPEC §2 "Sidebar"). */
export default function SkipToContent(): ReactNode {
  return <SkipToContentLink className={styles.skipToContent}>Skip to content</SkipToContentLink>;
}
