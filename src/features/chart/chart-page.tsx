// Placeholder: replaced by the feature's engineer.
export default function ChartPage() {
  return <h1>Grafik</h1>;
}
