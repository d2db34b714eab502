/// What the event loop needs of a terminal: a descriptor to wait on for keys, the keys read, the
/// size, and painting. ``NcursesScreen`` is the real one; ``MemoryScreen`` lets tests drive the
/// real loop (``TerminalApp/run(on:)``) and look at the frames it paints. Used only from the UI
/// thread.
public protocol TerminalScreen: AnyObject {
  /// The descriptor the loop polls: readable when there are keys (or a resize) to read.
  var inputDescriptor: Int32 { get }
  /// The size frames are drawn at.
  var size: TerminalSize { get }
  /// Everything there is to read now, as decoder inputs, and whether the size changed.
  func readInputs() -> (inputs: [KeyDecoder.Input], resized: Bool)
  /// Takes the size the kernel reports after a window change (`SIGWINCH`).
  func adoptKernelSize()
  /// Shows `frame`.
  func paint(_ frame: Frame)
  /// Rings the bell.
  func bell()
}
