// The testimonials carousel's timing: a slide every 2000 ms, with a 1500 ms
// transition. Its own module so the end-to-end test moves the page's clock by the same numbers.
export const AUTOPLAY_MS = 2000;
export const SPEED_MS = 1500;
