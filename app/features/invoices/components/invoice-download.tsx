import { FileDownIcon } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";

/**
 * A link that downloads an order's invoice (a PDF), styled as a button. A plain link, so it
 * works before the page's script has loaded and the browser saves the file as it comes.
 */
export function InvoiceDownload({
  href,
  className,
  size = "sm",
}: {
  href: string;
  className?: string;
  size?: "sm" | "default";
}) {
  return (
    <Button asChild variant="outline" size={size} className={className}>
      <a href={href} download>
        <FileDownIcon aria-hidden="true" />
        Download invoice (PDF)
      </a>
    </Button>
  );
}
