// Custom DOM matchers (toBeInTheDocument, toHaveAttribute, ...) for component tests.
import "@testing-library/jest-dom";
