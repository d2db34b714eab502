import Crypto
import FoundationEssentials

/// The answer to an obs-websocket v5 server's challenge (its protocol's "Creating an
/// authentication string"): the SHA-256 of the password and the salt, in base64, then the SHA-256
/// of that and the challenge, in base64.
public enum ObsAuthentication {
  /// The authentication string for `password` under `salt` and `challenge`.
  public static func response(password: String, salt: String, challenge: String) -> String {
    let secret = Data(SHA256.hash(data: Data((password + salt).utf8))).base64EncodedString()
    return Data(SHA256.hash(data: Data((secret + challenge).utf8))).base64EncodedString()
  }
}
