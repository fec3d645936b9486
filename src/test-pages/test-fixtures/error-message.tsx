import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';

/** Test-only page (DOCS_TEST_BUILD=1): throws a plain Error after hydration. */
export default function ErrorMessagePage(): ReactNode {
  const [fail, setFail] = useState(false);
  useEffect(() => setFail(true), []);
  if (fail) throw new Error('Fixture failure: the component threw on purpose');
  return <Layout title="Error fixture">Loading…</Layout>;
}
