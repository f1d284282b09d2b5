import { zodResolver } from "@hookform/resolvers/zod";
import { type RefObject, useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { LabeledField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { apiRequest } from "../../../lib/api.ts";
import { COMMENT_LIMITS, CommentFormSchema, type CommentForm as CommentValues } from "../blog.schemas.ts";

const EMPTY: CommentValues = { authorName: "", authorEmail: "", content: "" };

interface CommentFormProps {
  postId: number;
  slug: string;
  /** On success the comment list is read again. */
  onSubmitted: () => void;
}

/**
 * "Leave a Comment". The comment is held for approval, so
 * success says so and clears the form; the list changes only once the shop approves it.
 */
export function CommentForm({ postId, slug, onSubmitted }: CommentFormProps) {
  const form = useForm<CommentValues>({ resolver: zodResolver(CommentFormSchema), defaultValues: EMPTY });
  const honeypot = useRef<HTMLInputElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const pending = form.formState.isSubmitting;
  useTypedBeforeHydration(form, formElement);

  async function onSubmit(values: CommentValues) {
    const website = honeypot.current?.value;
    try {
      await apiRequest("POST", `/api/blog/posts/${encodeURIComponent(slug)}/comments`, {
        ...values,
        postId,
        ...(website ? { website } : {}),
      });
    } catch {
      toast.error("Error", { description: "Failed to submit comment. Please try again." });
      return;
    }
    form.reset(EMPTY);
    toast.success("Comment Submitted", { description: "Your comment has been submitted for approval." });
    onSubmitted();
  }

  return (
    <Form {...form}>
      <form ref={formElement} onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <LabeledField control={form.control} name="authorName" label="Name">
            {(field) => (
              <Input autoComplete="name" required maxLength={COMMENT_LIMITS.authorName} {...field} />
            )}
          </LabeledField>
          <LabeledField control={form.control} name="authorEmail" label="Email">
            {(field) => (
              <Input
                type="email"
                autoComplete="email"
                required
                maxLength={COMMENT_LIMITS.authorEmail}
                {...field}
              />
            )}
          </LabeledField>
        </div>
        <LabeledField control={form.control} name="content" label="Comment">
          {(field) => (
            <Textarea rows={5} required maxLength={COMMENT_LIMITS.content} className="min-h-32" {...field} />
          )}
        </LabeledField>
        {/* A honeypot: hidden from people and screen readers, filled in by form-filling bots. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="comment-website">Website</label>
          <input
            ref={honeypot}
            id="comment-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Your email is never published. Comments appear once approved.
          </p>
          <Button type="submit" size="lg" disabled={pending} className="rounded-full">
            {pending ? "Submitting..." : "Submit Comment"}
          </Button>
        </div>
      </form>
    </Form>
  );
}

/**
 * The comments wait until they are near the screen, or the visitor's first touch or key, before
 * their code loads and hydrates the form the server rendered. A visitor who starts typing at
 * once types into that HTML: once the form is live, whatever the fields hold becomes the form's
 * values, or its next render would put back the empty ones it started with.
 */
function useTypedBeforeHydration(
  form: UseFormReturn<CommentValues>,
  formElement: RefObject<HTMLFormElement | null>,
) {
  useEffect(() => {
    const fields = formElement.current?.elements;
    for (const name of Object.keys(EMPTY) as Array<keyof CommentValues>) {
      const field = fields?.namedItem(name);
      const typed =
        field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : "";
      if (typed !== "") form.setValue(name, typed, { shouldDirty: true });
    }
  }, [form, formElement]);
}
