// Babel transform for Jest: modules for the current Node, React's classic JSX and TypeScript.
// babel-preset-gatsby would do the same, but a preset named in package.json makes Gatsby's query
// extraction parse its dependency gatsby-legacy-polyfills (about 100 KB) on every build.
const babelOptions = {
  presets: [["@babel/preset-env", { targets: { node: "current" } }], "@babel/preset-react", "@babel/preset-typescript"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
