import * as React from "react";
import { render, screen } from "@testing-library/react";
import { deferredHydration } from "../../../src/components/ui/deferred-hydration";

describe("a section that hydrates when its own chunk arrives", () => {
  it("renders once its code has loaded, and a parent's re-render with the same props does not reach it", async () => {
    let renders = 0;
    function Section({ label }: { label: string }) {
      renders += 1;
      return <p>{label}</p>;
    }
    const Deferred = deferredHydration(() => Promise.resolve({ default: Section }));
    const { rerender } = render(<Deferred label="Links" />);
    expect(await screen.findByText("Links")).toBeInTheDocument();
    const before = renders;
    // While a section's code is loading, an update would make React give up hydrating it.
    rerender(<Deferred label="Links" />);
    expect(renders).toBe(before);
    rerender(<Deferred label="Other links" />);
    expect(screen.getByText("Other links")).toBeInTheDocument();
  });
});
