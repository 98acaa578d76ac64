export function BlogGridSkeleton({ count }: { count: number }) {
  return (
    <div className="pub-grid cols-3" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="pub-card" aria-hidden="true">
          <div className="pub-skel" style={{ aspectRatio: '1200/630', width: '100%' }} />
          <div className="pub-skel" style={{ height: 14, width: '40%' }} />
          <div className="pub-skel" style={{ height: 20, width: '90%' }} />
          <div className="pub-skel" style={{ height: 14, width: '100%' }} />
        </div>
      ))}
    </div>
  );
}
