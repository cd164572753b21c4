// Placeholder: replaced by the feature's engineer.
export default function ClosedPage() {
  return <h1>Kapanan</h1>;
}
