declare module '*.md' {
  const text: string;
  export default text;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
