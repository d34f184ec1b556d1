// A stylesheet imported for its side effect is bundled by gatsby-plugin-postcss; TypeScript 6 checks
// side-effect imports too (noUncheckedSideEffectImports), so it needs to know the module exists.
declare module "*.css";
