import { cn } from "../lib/utils.ts";

/** A `mailto:` link that reads as the address itself (the shop's support address, mostly). */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  return (
    <a
      className={cn("font-medium text-primary underline-offset-4 hover:underline", className)}
      href={`mailto:${email}`}
    >
      {email}
    </a>
  );
}
