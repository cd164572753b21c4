// Placeholder: replaced by the feature's engineer.
export default function PositionPage() {
  return <h1>Pozisyon</h1>;
}
