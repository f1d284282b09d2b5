export default function Home() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="font-display text-4xl">Fairway Pin Co.</h1>
    </main>
  );
}
