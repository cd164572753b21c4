// Placeholder: replaced by the feature's engineer.
export default function TradePage() {
  return <h1>Piyasalar</h1>;
}
