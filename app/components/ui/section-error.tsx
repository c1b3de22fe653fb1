/** The spec's "Error: <message>" in red, where a section's data would be (DESIGN.md "Routes" 4). */
export function SectionError({ message }: { message: string }) {
  return (
    <p role="alert" className="error-text rounded-xl border border-danger/30 bg-red-50 px-4 py-3">
      Error: {message}
    </p>
  )
}
