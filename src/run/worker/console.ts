/// <reference lib="webworker" />
/**
 * The example's console, sent to the page as output lines (formatted like Node's), and CSP
 * violations shown there like an error the code printed (the e2e spec fails on one).
 */
import type {LogLevel} from '../protocol';
import {formatArgs} from './format';

const LEVELS: readonly LogLevel[] = ['log', 'info', 'warn', 'error', 'debug'];

export function captureConsole(
  scope: DedicatedWorkerGlobalScope,
  print: (level: LogLevel, text: string) => void,
): void {
  for (const level of LEVELS) {
    console[level] = (...args: unknown[]) => print(level, formatArgs(args));
  }
  scope.addEventListener('securitypolicyviolation', (e) => {
    const v = e as SecurityPolicyViolationEvent;
    print('error', `Content Security Policy blocked ${v.blockedURI} (${v.violatedDirective})`);
  });
}
