/**
 * The route-change progress bar, for theme-classic's nprogress client module
 * only (src/plugins/dependency-shims resolves `nprogress` to this file for that
 * module alone): the three calls it makes — configure (spinner off), start,
 * done — instead of the whole package (4 KB). Same markup as nprogress
 * (#nprogress > .bar > .peg, styled by theme-classic's nprogress.css) and the
 * same motion as its defaults: the bar appears at 8 %, creeps towards 99.4 %
 * every 800 ms, and on done slides to 100 % and fades out, 200 ms a step.
 */
const STEP_MS = 200;
const TRICKLE_MS = 800;
const MINIMUM = 0.08;
const MAXIMUM = 0.994;

/** Progress from 0 to 1 while running, null otherwise. */
let status: number | null = null;
let trickleTimer: ReturnType<typeof setInterval> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

const position = (n: number) => `translate3d(${((n - 1) * 100).toFixed(1)}%,0,0)`;

/** The bar, created off-screen on the left when missing. */
function barElement(): {root: HTMLElement; bar: HTMLElement} {
  let root = document.getElementById('nprogress');
  if (!root) {
    root = document.createElement('div');
    root.id = 'nprogress';
    root.innerHTML = '<div class="bar" role="bar"><div class="peg"></div></div>';
    const bar = root.firstElementChild as HTMLElement;
    bar.style.transform = position(0);
    document.body.appendChild(root);
  }
  document.documentElement.classList.add('nprogress-busy');
  return {root, bar: root.firstElementChild as HTMLElement};
}

function moveTo(n: number): void {
  const {root, bar} = barElement();
  root.style.transition = '';
  root.style.opacity = '1';
  void root.offsetWidth; // start the transition from the current position
  bar.style.transition = `all ${STEP_MS}ms ease`;
  bar.style.transform = position(n);
}

function start(): void {
  clearTimeout(hideTimer);
  if (status === null) {
    status = MINIMUM;
    moveTo(status);
  }
  clearInterval(trickleTimer);
  trickleTimer = setInterval(() => {
    if (status === null) return;
    status = Math.min(status + Math.random() * 0.02, MAXIMUM);
    moveTo(status);
  }, TRICKLE_MS);
}

function done(): void {
  if (status === null) return;
  clearInterval(trickleTimer);
  status = null;
  moveTo(1);
  hideTimer = setTimeout(() => {
    const {root} = barElement();
    root.style.transition = `all ${STEP_MS}ms linear`;
    root.style.opacity = '0';
    hideTimer = setTimeout(() => {
      root.remove();
      document.documentElement.classList.remove('nprogress-busy');
    }, STEP_MS);
  }, STEP_MS);
}

/** Options are accepted for compatibility; there is no spinner to show. */
function configure(_options: {showSpinner?: boolean}): void {}

export default {configure, start, done};
