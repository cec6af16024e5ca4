/** A path that wraps at its slashes rather than mid-word when the column is narrow. */
export function PathText({ path }: { path: string }) {
  return path.split('/').map((part, i) =>
    i === 0 ? (
      part
    ) : (
      <span key={i}>
        /<wbr />
        {part}
      </span>
    ),
  );
}
