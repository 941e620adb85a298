// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice A catalogue token of the sandbox's local chains: its own decimals and a public
/// faucet. Anyone may mint: these chains are development chains, and each sandbox funds its own
/// wallet without sharing the deployer's nonce.
contract SandboxToken is ERC20 {
    uint8 private immutable DECIMALS;

    /// @param holders accounts funded with `amountEach` at deployment (the development accounts)
    constructor(string memory name_, string memory symbol_, uint8 decimals_, address[] memory holders, uint256 amountEach)
        ERC20(name_, symbol_)
    {
        DECIMALS = decimals_;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    function decimals() public view override returns (uint8) {
        return DECIMALS;
    }

    /// @notice The faucet.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
