import type * as React from "react";
import { useForm } from "react-hook-form";
import { FormButtons } from "../../../../components/admin/form-buttons.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../../components/ui/dialog.tsx";
import {
  Form,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from "../../../../components/ui/form.tsx";
import { toast } from "../../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../../lib/api.ts";
import {
  type AdminPostJson,
  EXCERPT_MAX,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  type PostInput,
} from "../../blog-admin.schemas.ts";
import { ContentField } from "./content-field.tsx";
import { FeaturedImageField } from "./featured-image-field.tsx";
import { PublishingFields, TextField } from "./post-editor-fields.tsx";
import {
  EMPTY_POST,
  type PostFormValues,
  postResolver,
  serverFieldErrors,
  toPostFormValues,
} from "./post-form-values.ts";
import { TagInput } from "./tag-input.tsx";

/** Hands a custom input the ids FormLabel and FormMessage expect. */
function Bound({
  children,
}: {
  children: (f: { id: string; invalid: boolean; describedBy: string }) => React.ReactNode;
}) {
  const { formItemId, formMessageId, error } = useFormField();
  return children({ id: formItemId, invalid: Boolean(error), describedBy: error ? formMessageId : "" });
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-4 rounded-xl border bg-card p-4">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

function jsonOf(err: unknown): unknown {
  try {
    return JSON.parse((err as Error).message.replace(/^\d{3}: /, ""));
  } catch {
    return null;
  }
}

/**
 * Write or edit a post; full screen on phones, a wide sheet on desktops. The
 * parent gives each opening its own `key`, so the form starts from the post (or blank) each time.
 */
export function PostEditor({
  post,
  facebook,
  open,
  onClose,
  onSaved,
}: {
  /** The post to edit, or null for a new one. */
  post: AdminPostJson | null;
  /** Whether a Facebook Page is configured (null: unknown). */
  facebook: boolean | null;
  open: boolean;
  onClose: () => void;
  onSaved: (post: AdminPostJson) => void;
}) {
  const form = useForm<PostFormValues, unknown, PostInput>({
    resolver: postResolver,
    defaultValues: post ? toPostFormValues(post) : EMPTY_POST,
  });
  const pending = form.formState.isSubmitting;
  const status = form.watch("status");

  const onSubmit = async (input: PostInput) => {
    let saved: AdminPostJson;
    try {
      const res = post
        ? await apiRequest("PUT", `/api/admin/blog/posts/${post.id}`, input)
        : await apiRequest("POST", "/api/admin/blog/posts", input);
      saved = (await res.json()) as AdminPostJson;
    } catch (err) {
      for (const { field, message } of serverFieldErrors(jsonOf(err))) form.setError(field, { message });
      toast.error(post ? "Failed to update post." : "Failed to create post.", {
        description: errorMessage(err),
      });
      return;
    }
    const verb = { draft: "saved as a draft", scheduled: "scheduled", published: "published" }[saved.status];
    toast.success(post ? "Post updated" : "Post created", { description: `"${saved.title}" is ${verb}.` });
    onSaved(saved);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="flex h-dvh max-h-dvh max-w-none flex-col gap-0 rounded-none p-0 sm:h-[calc(100dvh-2rem)] sm:max-h-[calc(100dvh-2rem)] sm:max-w-[min(80rem,calc(100%-2rem))] sm:rounded-xl">
        <DialogHeader className="border-b px-4 py-4 pr-14 text-left sm:px-6">
          <DialogTitle>{post ? "Edit post" : "New post"}</DialogTitle>
          <DialogDescription>
            Markdown with tables, links and images; the preview shows the published page.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex min-h-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 overflow-y-auto bg-muted/30 px-4 py-5 sm:px-6">
              <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
                <div className="grid content-start gap-5">
                  <TextField control={form.control} name="title" label="Title" autoComplete="off" />
                  <TextField
                    control={form.control}
                    name="slug"
                    label="Slug"
                    placeholder="generated from the title"
                    description="The address: /blog/your-slug. Lowercase letters, numbers and hyphens."
                    autoCapitalize="none"
                    spellCheck={false}
                  />
                  <TextField
                    control={form.control}
                    name="excerpt"
                    label="Excerpt"
                    max={EXCERPT_MAX}
                    multiline
                  />
                  <FormField
                    control={form.control}
                    name="content"
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>Content</FormLabel>
                        <Bound>
                          {(f) => (
                            <ContentField
                              {...f}
                              value={field.value}
                              onChange={field.onChange}
                              onBlur={field.onBlur}
                            />
                          )}
                        </Bound>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                </div>
                <div className="grid content-start gap-5">
                  <Section title="Publishing">
                    <PublishingFields control={form.control} status={status} facebook={facebook} />
                  </Section>
                  <Section title="Featured image">
                    <FormField
                      control={form.control}
                      name="featuredImage"
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel className="sr-only">Featured image address</FormLabel>
                          <Bound>
                            {(f) => (
                              <FeaturedImageField {...f} value={field.value} onChange={field.onChange} />
                            )}
                          </Bound>
                          <FormMessage />
                        </FormItem>
                      )}
                    />
                  </Section>
                  <Section title="Tags">
                    <FormField
                      control={form.control}
                      name="tags"
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel className="sr-only">Add a tag</FormLabel>
                          <Bound>
                            {(f) => (
                              <TagInput
                                id={f.id}
                                invalid={f.invalid}
                                value={field.value}
                                onChange={field.onChange}
                              />
                            )}
                          </Bound>
                          <FormMessage />
                        </FormItem>
                      )}
                    />
                  </Section>
                  <Section title="Search engines">
                    <TextField
                      control={form.control}
                      name="metaTitle"
                      label="Meta title"
                      max={META_TITLE_MAX}
                    />
                    <TextField
                      control={form.control}
                      name="metaDescription"
                      label="Meta description"
                      max={META_DESCRIPTION_MAX}
                      multiline
                    />
                  </Section>
                </div>
              </div>
            </div>
            <div className="grid grid-cols-2 gap-2 border-t bg-background px-4 py-3 sm:flex sm:justify-end sm:px-6">
              <FormButtons
                pending={pending}
                editing={post !== null}
                createLabel="Create post"
                onCancel={onClose}
              />
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
