/// A list that a copy shares and that grows and shrinks at its end for the same cost at element 10
/// and at element 10,000: who won each point of a match (``PointList``), the steps of a
/// ``Timeline``.
///
/// The elements are held in full chunks that never change once filled, shared by every copy, and
/// a short tail holding the latest ones (never empty while the list is not). Appending to, taking
/// from or changing the last element of a copy copies at most its tail (fewer than ``chunkSize``
/// elements) and, once a chunk is full, the list of chunk references; never the elements
/// themselves. It is a value: changing one copy never changes another.
///
/// ```swift
/// var points: PointList = [.home, .away]
/// let before = points      // shares the points
/// points.append(.home)     // copies at most the short tail
/// before.count             // 2
/// ```
public struct ChunkedList<Element: Sendable>: Sendable {
  /// How many elements a full chunk holds.
  static var chunkSize: Int { 64 }

  /// The full chunks, oldest first; never changed once made.
  private var chunks: [Chunk]
  /// The latest elements, after the full chunks: from 1 to ``chunkSize`` of them, or none in an
  /// empty list.
  private var tail: [Element]

  /// An empty list.
  public init() {
    chunks = []
    tail = []
  }

  /// The elements of `elements`, in order.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    append(contentsOf: elements)
  }

  /// How many elements the full chunks hold.
  private var chunkedCount: Int { chunks.count * Self.chunkSize }

  /// Adds `element` at the end: copies at most the tail.
  public mutating func append(_ element: Element) {
    if tail.count == Self.chunkSize {
      chunks.append(Chunk(elements: tail))
      tail = []
    }
    tail.append(element)
  }

  /// Adds `elements` at the end, in order.
  public mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Takes away the last element and returns it; the list must not be empty.
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!tail.isEmpty, "no element to remove")
    let last = tail.removeLast()
    if tail.isEmpty, let chunk = chunks.popLast() {
      tail = chunk.elements
    }
    return last
  }

  /// Takes away the last `count` elements; there must be that many.
  public mutating func removeLast(_ count: Int) {
    precondition(count >= 0 && count <= self.count, "not that many elements to remove")
    for _ in 0..<count { removeLast() }
  }

  /// Keeps the first `count` elements and returns the ones after them, in order.
  public mutating func removeAll(after count: Int) -> [Element] {
    precondition(count >= 0 && count <= self.count, "not that many elements to keep")
    var removed: [Element] = []
    removed.reserveCapacity(self.count - count)
    while self.count > count { removed.append(removeLast()) }
    return removed.reversed()
  }

  /// A full chunk, shared by every copy of the lists that hold it.
  private final class Chunk: Sendable {
    /// The elements, exactly ``chunkSize`` of them.
    let elements: [Element]

    init(elements: [Element]) {
      self.elements = elements
    }
  }
}

extension ChunkedList: RandomAccessCollection, MutableCollection {
  /// The first element's position: 0.
  public var startIndex: Int { 0 }
  /// One past the last element's position: the number of elements.
  public var endIndex: Int { chunkedCount + tail.count }

  /// The element at `position` (0 the first). Setting one in a full chunk copies that chunk;
  /// setting the last copies at most the tail.
  public subscript(position: Int) -> Element {
    get {
      let chunked = chunkedCount
      guard position < chunked else { return tail[position - chunked] }
      return chunks[position / Self.chunkSize].elements[position % Self.chunkSize]
    }
    set {
      let chunked = chunkedCount
      guard position < chunked else {
        tail[position - chunked] = newValue
        return
      }
      var elements = chunks[position / Self.chunkSize].elements
      elements[position % Self.chunkSize] = newValue
      chunks[position / Self.chunkSize] = Chunk(elements: elements)
    }
  }
}

extension ChunkedList: ExpressibleByArrayLiteral {
  /// The elements listed, in order.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension ChunkedList: Equatable where Element: Equatable {
  /// Whether both lists hold equal elements in the same order; chunks the two share are not
  /// compared element by element.
  public static func == (lhs: ChunkedList, rhs: ChunkedList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (left, right) in zip(lhs.chunks, rhs.chunks) where left !== right {
      guard left.elements == right.elements else { return false }
    }
    return lhs.tail == rhs.tail
  }
}

extension ChunkedList: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

extension ChunkedList: Codable where Element: Codable {
  /// Reads the elements saved as an array of them.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }

  /// Saves the elements as an array of them.
  public func encode(to encoder: any Encoder) throws {
    try Array(self).encode(to: encoder)
  }
}

extension ChunkedList: CustomStringConvertible {
  /// The elements as an array of them prints.
  public var description: String { Array(self).description }
}

/// Who won each point of a match played point by point, in order: the sides, in a list whose
/// copies share them, so one more point costs the same at point 10 and at point 10,000.
public typealias PointList = ChunkedList<Side>
