import { isValidEmail } from "../../../src/lib/forms/forms";

// One case for each part that can be missing or wrong; "name@domain" is form-sections.test.tsx's.
it.each([
  ["", false],
  ["first.last@sub.example.ae", true],
  ["\ta@b.co\n", true],
  ["abc.com", false],
  ["@b.co", false],
  ["a@.co", false],
  ["a@b.", false],
  ["a@b@c.co", false],
  ["a b@c.co", false],
  ["a@b.co\nx@y", false],
])("isValidEmail(%p) is %p", (email, valid) => {
  expect(isValidEmail(email)).toBe(valid);
});
