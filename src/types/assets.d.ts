// An image imported into a module is its URL: Gatsby's webpack (url-loader) inlines a small one as a
// data: URL and copies a larger one to public/static. Jest maps such imports to __mocks__/file-mock.js.
declare module "*.png" {
  const url: string;
  export default url;
}

// A stylesheet imported for its side effect is bundled by gatsby-plugin-postcss; TypeScript 6 checks
// side-effect imports too (noUncheckedSideEffectImports), so it needs to know the module exists.
declare module "*.css";
