import * as React from "react";
export default function Stub() {
  return <h1>stub</h1>;
}
