// Placeholder: replaced by the feature's engineer.
export default function TransactionsPage() {
  return <h1>Islemlerim</h1>;
}
