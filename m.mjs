import { chromium } from '@playwright/test'
import { measureFirstLoadJs } from './scripts/lib/measure.mjs'
import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const u of ['/examples/debugger-ui']) {
  const p = await b.newPage()
  p.on('request', r => { if (r.resourceType()==='script') console.log('req', r.url().split('/').pop()) })
  const m = await measureFirstLoadJs(p, 'http://127.0.0.1:4192' + u)
  console.log(u, m.gzip, m.files.map(f => `${f.split('/').pop()}:${gzipSync(readFileSync('build' + f), {level:9}).length}`).join(' '))
  console.log(await p.evaluate(() => [window.__hydratedAt, ...performance.getEntriesByType('resource').filter(e => /\.js$/.test(e.name)).map(e => e.name.split('/').pop() + '@' + e.startTime.toFixed(1))]))
}
await b.close()
