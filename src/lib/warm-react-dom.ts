// The react-dom warm-up entry (see gatsby/webpack.ts): evaluating react-dom here, in a script
// task of its own, leaves Gatsby's app entry only its own modules to evaluate.
import "react-dom/client";
