// Babel transform for Jest: Gatsby's preset plus TypeScript, as in Gatsby's unit-testing guide.
const babelOptions = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
