import ScoreboardStream
import Testing

/// Issue 28 item 3: obs-websocket v5's authentication, as its protocol document works it out.
@Suite("obs-websocket v5: the password challenge and the messages")
struct ObsAuthenticationTests {
  @Test("the authentication string: base64(sha256(base64(sha256(password + salt)) + challenge))")
  func authentication() {
    // Worked out by hand with Python's hashlib and base64 for password "supersecretpassword",
    // salt "lM1GncleQOaCu9lT1yeUZhFYnqhsLLP1G5lAGo3ixaI=",
    // challenge "+IxH4CnCiqpX1rM9scsNynZzbOe4KhDeYcTNS3PDaeY=".
    #expect(
      ObsAuthentication.response(
        password: "supersecretpassword", salt: "lM1GncleQOaCu9lT1yeUZhFYnqhsLLP1G5lAGo3ixaI=",
        challenge: "+IxH4CnCiqpX1rM9scsNynZzbOe4KhDeYcTNS3PDaeY=")
        == "1Ct943GAT+6YQUUX47Ia/ncufilbe6+oD6lY+5kaCu4=")
  }

  @Test("a request is op 6 with its type, id and data; its answer op 7 is read back")
  func messages() {
    let request = ObsRequest.setProgramScene("Winner").message(id: "7")
    #expect(
      request.text
        == #"{"d":{"requestData":{"sceneName":"Winner"},"requestId":"7","requestType":"SetCurrentProgramScene"},"op":6}"#
    )
    #expect(ObsMessage.decode(request.text) == request)
    #expect(
      ObsMessage.decode(
        #"{"op":7,"d":{"requestType":"SetInputSettings","requestId":"3","requestStatus":{"result":false,"code":600,"comment":"No source was found"}}}"#
      )
        == .requestResponse(id: "3", succeeded: false, comment: "No source was found"))
    #expect(ObsMessage.decode(#"{"op":5,"d":{"eventType":"SceneChanged"}}"#) == .other(op: 5))
    #expect(ObsMessage.decode("not json") == nil)
  }
}
