// Gatsby requires a main file for a plugin; the probe is gatsby-node.js.
