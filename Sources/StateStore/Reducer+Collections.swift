extension Reducer {
  /// Runs `child` on the optional part of the state at `state` while it is there, for the actions
  /// `action` extracts; with the part absent (a sheet closed, a match not started) the child's
  /// actions are dropped.
  ///
  /// ```swift
  /// .ifLet(state: \.editor, action: .editor, editorReducer)
  /// ```
  public static func ifLet<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<State, ChildState?> & Sendable,
    action toChildAction: ActionPath<Action, ChildAction>,
    _ child: Reducer<ChildState, ChildAction>
  ) -> Reducer {
    Reducer { state, action in
      guard let childAction = toChildAction.extract(action), var childState = state[keyPath: toChildState]
      else {
        return .none
      }
      let effect = child.reduce(&childState, childAction)
      state[keyPath: toChildState] = childState
      return effect.isNone ? .none : effect.map(toChildAction.embed)
    }
  }

  /// Runs `element` on the element of the collection at `state` whose id the action names, for
  /// the actions `action` extracts (an element's id with its action); an id not in the collection
  /// drops the action. Effects come back with the same id.
  ///
  /// ```swift
  /// .forEach(state: \.courts, action: .court, courtReducer)  // AppAction.court(id:, CourtAction)
  /// ```
  public static func forEach<Element: Identifiable & Sendable & SendableMetatype, ElementAction>(
    state toElements: WritableKeyPath<State, [Element]> & Sendable,
    action toElementAction: ActionPath<Action, (id: Element.ID, action: ElementAction)>,
    _ element: Reducer<Element, ElementAction>
  ) -> Reducer where Element.ID: Sendable {
    Reducer { state, action in
      guard let (id, elementAction) = toElementAction.extract(action),
        let index = state[keyPath: toElements].firstIndex(where: { $0.id == id })
      else { return .none }
      let effect = element.reduce(&state[keyPath: toElements][index], elementAction)
      return effect.isNone ? .none : effect.map { toElementAction.embed((id, $0)) }
    }
  }
}
