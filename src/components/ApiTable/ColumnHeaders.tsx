import type {ReactNode} from 'react';

/**
 * The header row of a generated table (in ./TableFrame.tsx). Its own module: the CLI tables use
 * the frame without pulling in the export tables' renderer (./Tables.tsx, a lazy chunk).
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
