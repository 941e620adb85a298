// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @notice The sandbox's bridge: the vendor's deposit interface (DVFDepositContract's
/// depositWithId, depositNativeWithId and BridgedDepositWithId), nothing more. The sandbox
/// watches the event and pays out from its own wallet; funds deposited here simply stay.
contract SandboxBridge {
    using SafeERC20 for IERC20;

    event BridgedDepositWithId(address sender, address origin, address token, uint256 amount, uint256 commitmentId);

    error NativeTokenNeedsDepositNative();

    /// @notice Pulls `amount` of `token` from the caller (approved beforehand) for the commitment.
    function depositWithId(address token, uint256 amount, uint256 commitmentId) external {
        if (token == address(0)) revert NativeTokenNeedsDepositNative();
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        emit BridgedDepositWithId(msg.sender, tx.origin, token, amount, commitmentId);
    }

    /// @notice Deposits the native token sent with the call; the event names the zero address as token.
    function depositNativeWithId(uint256 commitmentId) external payable {
        emit BridgedDepositWithId(msg.sender, tx.origin, address(0), msg.value, commitmentId);
    }
}
