import NIOSSL

extension VenueConnection {
  /// What a verifying connection (`sslmode=verify-ca` or `verify-full`) found wrong with the
  /// server's certificate, in words a venue's operator can act on; `nil` for other errors.
  static func certificateRefusal(_ error: any Error) -> String? {
    if let error = error as? NIOSSLExtraError, error == .failedToValidateHostname {
      return "the server's certificate does not name the host it was reached at (sslmode=verify-full); "
        + "connect by a name it holds, or use sslmode=verify-ca"
    }
    if case .handshakeFailed(let failure) = error as? NIOSSLError,
      "\(failure)".contains("CERTIFICATE_VERIFY_FAILED")
    {
      return "the server's certificate is not signed by an authority this keeper trusts: "
        + "name the authority's certificate with ?sslrootcert=FILE (sslmode=require encrypts without checking)"
    }
    return nil
  }
}
