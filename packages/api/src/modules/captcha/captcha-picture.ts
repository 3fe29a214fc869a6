import svgCaptcha from 'svg-captcha';

// The package's types omit its main export, which draws a given text.
const drawText = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;

/** An SVG picture of the code: glyphs are paths among noise lines, so the markup holds no readable text. */
export function captchaPicture(code: string): string {
  return drawText(code, { width: 200, height: 64, fontSize: 62, noise: 3, color: false, background: '#f1f5f9' });
}
