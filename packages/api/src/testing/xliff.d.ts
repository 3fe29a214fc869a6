// The `xliff` package (the third-party XLIFF parser the translation tests read exports with) ships no types.
declare module 'xliff/xliff2js' {
  export default function xliff2js(xliff: string): Promise<unknown>;
}
