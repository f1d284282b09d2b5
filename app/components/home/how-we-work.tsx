import { MOCKUP_TURNAROUND } from "./delivery-times.ts";

// How we work in three steps, titled Design, Approve, Receive.
const STEPS = [
  {
    art: "/images/brand/step-design.svg",
    title: "Design",
    text: "Choose quantity, size, plating and backing, upload your logo, and see the price as you go.",
  },
  {
    art: "/images/brand/step-approve.svg",
    title: "Approve",
    text: `We send a detailed mockup within ${MOCKUP_TURNAROUND}; ask for changes until it is right, then approve it online.`,
  },
  {
    art: "/images/brand/step-receive.svg",
    title: "Receive",
    text: "Pay the balance once you have approved, and your pins are struck, enamel-filled and shipped to your door.",
  },
] as const;

export function HowWeWork() {
  return (
    <section aria-labelledby="how-we-work" className="border-y bg-card">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <p className="text-center text-xs font-semibold tracking-[0.18em] text-primary uppercase">
          Three steps, no surprises
        </p>
        <h2 id="how-we-work" className="mt-3 text-center text-3xl sm:text-4xl">
          How we work
        </h2>
        <ol className="mt-12 grid gap-12 md:grid-cols-3 md:gap-8">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex flex-col items-center text-center">
              <img src={step.art} alt="" width={400} height={300} loading="lazy" className="h-36 w-auto" />
              <p className="mt-5 text-xs font-semibold tracking-[0.16em] text-muted-foreground uppercase">
                Step {i + 1}
              </p>
              <h3 className="mt-1 text-2xl">{step.title}</h3>
              <p className="mt-2 max-w-xs leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
