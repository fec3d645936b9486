import {createContext} from 'react';

/**
 * The data key of the code block being rendered, when the build has its types (src/theme/CodeBlock
 * provides it from the fence's `types=<key>`); null elsewhere.
 */
export const TypesBlockContext = createContext<string | null>(null);
