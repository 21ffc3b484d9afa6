/**
 * Colour contrast in the browser tests: the WCAG 2 ratio of two colours, and the colours of a page's
 * text as the page computes them, checked against WCAG AA (4.5:1).
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** WCAG 2 contrast ratio of two colours given as `#rrggbb` or `rgb(r, g, b)`. */
export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function channels(colour: string): number[] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return hex.slice(1).map((h) => Number.parseInt(h, 16));
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  if (rgb) return rgb.slice(1, 4).map(Number);
  throw new Error(`not a colour: ${colour}`);
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A text (its first 20 characters), its colour and the background behind it, as the page computes them. */
export interface ColourPair {
  text: string | undefined;
  fg: string;
  bg: string;
}

/**
 * Which of the matched elements count: `all` of them; `enabled`, those with text that are not disabled;
 * `shown`, those of them that are also laid out (not inside something hidden).
 */
export type Counted = "all" | "enabled" | "shown";

/**
 * The colour pairs of the elements of `page` that `selector` matches and `counted` keeps: each one's text,
 * colour, and the first background behind it (itself or an ancestor) that is not transparent.
 */
export function colourPairs(page: Page, selector: string, counted: Counted): Promise<ColourPair[]> {
  return page.$$eval(
    selector,
    (els, counted) =>
      els
        .filter(
          (el) =>
            counted === "all" ||
            (el.textContent?.trim() &&
              !(el as HTMLButtonElement).disabled &&
              (counted === "enabled" || (el as HTMLElement).offsetParent)),
        )
        .map((el) => {
          let bg = "rgba(0, 0, 0, 0)";
          for (let e: Element | null = el; e && /rgba\(.*, 0\)/.test(bg); e = e.parentElement)
            bg = getComputedStyle(e).backgroundColor;
          return { text: el.textContent?.trim().slice(0, 20), fg: getComputedStyle(el).color, bg };
        }),
    counted,
  );
}

/** Expects more than `moreThan` pairs, each at WCAG AA contrast (4.5:1); a failure names the text. */
export function expectReadable(pairs: readonly ColourPair[], moreThan: number): void {
  expect(pairs.length).toBeGreaterThan(moreThan);
  for (const p of pairs) expect([p.text, contrast(p.fg, p.bg) >= 4.5]).toEqual([p.text, true]);
}
