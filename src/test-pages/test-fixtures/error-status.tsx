import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';

/**
 * Test-only page (DOCS_TEST_BUILD=1): throws a router-style error with a
 * status after hydration, to exercise the error screen.
 */
export default function ErrorStatusPage(): ReactNode {
  const [fail, setFail] = useState(false);
  useEffect(() => setFail(true), []);
  if (fail) {
    // A router-style error object (status, statusText), not an Error.
    throw {status: 405, statusText: 'Method Not Allowed'};
  }
  return <Layout title="Error fixture">Loading…</Layout>;
}
