import type {ReactNode} from 'react';

/**
 * The header row of a generated table. Its own module: the CLI tables use it without pulling in
 * the export tables' renderer (./Tables.tsx, a lazy chunk).
 */
export function ColumnHeaders({columns}: {columns: readonly string[]}): ReactNode {
  return (
    <tr role="row">
      {columns.map((column) => (
        <th key={column} scope="col" role="columnheader">
          {column}
        </th>
      ))}
    </tr>
  );
}
