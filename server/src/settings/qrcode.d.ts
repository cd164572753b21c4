// The part of the `qrcode` package the server uses (it ships no types of its own).
declare module 'qrcode' {
  interface SvgOptions {
    type: 'svg';
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    margin?: number;
    width?: number;
  }
  export function toString(text: string, options: SvgOptions): Promise<string>;
}
