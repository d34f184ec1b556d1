// Gatsby requires a main file for a local plugin; its hook is in gatsby-node.ts.
