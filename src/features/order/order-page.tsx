// Placeholder: replaced by the feature's engineer.
export default function OrderPage() {
  return <h1>Emir</h1>;
}
