// Placeholder: replaced by the feature's engineer.
export default function DashboardPage() {
  return <h1>Panel</h1>;
}
