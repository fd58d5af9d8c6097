// Images imported from code are emitted by webpack as files (shared/build/webpack.js asset rule): the import is their URL.
declare module '*.png' {
  const url: string;
  export default url;
}
