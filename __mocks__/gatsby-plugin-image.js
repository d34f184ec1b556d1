// Manual mock of gatsby-plugin-image: plain <img> elements so tests can query by alt text.
const React = require("react");

// Returns the argument's gatsbyImageData (also through childImageSharp), or the argument if it already is image data.
const getImage = jest.fn().mockImplementation((node) => {
  if (!node) return undefined;
  if (node.gatsbyImageData) return node.gatsbyImageData;
  if (node.childImageSharp && node.childImageSharp.gatsbyImageData) return node.childImageSharp.gatsbyImageData;
  return node.images ? node : undefined;
});

module.exports = {
  GatsbyImage: jest.fn().mockImplementation(({ alt, image, className, imgClassName, objectFit, objectPosition, loading, ...rest }) =>
    React.createElement("img", { alt, className, "data-testid": rest["data-testid"], src: image && image.images && image.images.fallback ? image.images.fallback.src : undefined }),
  ),
  StaticImage: jest.fn().mockImplementation(({ alt, src, className }) => React.createElement("img", { alt, src, className })),
  getImage,
  getSrc: jest.fn().mockImplementation((node) => {
    const data = getImage(node);
    return data && data.images && data.images.fallback ? data.images.fallback.src : undefined;
  }),
};
